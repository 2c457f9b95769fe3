"""Every Support tile of the content file (section 3): activating it gives its
face as a die to resolve at once, and its Energy cube if it shows one."""
import pytest

from rules.king_of_monster_island import actions as A
from rules.king_of_monster_island.content import ANY_FACE, FACES, SUPPORT_TILES

from .helpers import act, blank, check_invariants


@pytest.mark.parametrize("tile_id", sorted(SUPPORT_TILES))
def test_each_support_tile_gives_its_face_and_energy(tile_id):
    tile = SUPPORT_TILES[tile_id]
    st = blank(zones=[2, 4])
    i = 2 * 2 + tile.value - 3
    st.spaces[i] = tile_id
    st.sup_reserve.remove(tile_id)
    faces = FACES if tile.face == ANY_FACE else (tile.face,)
    offered = [a for a in st.legal_actions(0) if isinstance(a, A.ActivateSupport)]
    assert offered == [A.ActivateSupport(2, tile.value, f) for f in faces]
    act(st, offered[-1])
    assert st.virtual == faces[-1]
    assert st.energy[0] == (1 if tile.energy else 0)
    assert st.spent[i]
    check_invariants(st)


def test_the_support_reserve_holds_six_tiles_of_each_value():
    values = [t.value for t in SUPPORT_TILES.values()]
    assert values.count(3) == 6 and values.count(4) == 6
    assert sum(t.energy for t in SUPPORT_TILES.values()) == 6


def test_a_support_die_that_fits_nothing_may_be_left_unused():
    st = blank(zones=[2, 4])
    st.spaces[4] = "sup_3_heart"
    st.sup_reserve.remove("sup_3_heart")
    act(st, A.ActivateSupport(2, 3, "heart"))
    assert st.legal_actions(0) == [A.DropVirtual()]        # everyone is at full Health
    act(st, A.DropVirtual())
    assert st.virtual == "" and A.EndResolve() in st.legal_actions(0)
