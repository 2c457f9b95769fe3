<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="island_decor" tilewidth="124" tileheight="150" tilecount="32" columns="16">
 <tileoffset x="-31" y="12"/>
 <image source="island_decor.png" width="1984" height="300"/>
 <tile id="0"><properties><property name="decor" value="sea_stack"/></properties></tile>
 <tile id="1"><properties><property name="decor" value="gulls"/></properties></tile>
 <tile id="2"><properties><property name="decor" value="palm"/></properties></tile>
 <tile id="3"><properties><property name="decor" value="palm"/></properties></tile>
 <tile id="4"><properties><property name="decor" value="palm"/></properties></tile>
 <tile id="5"><properties><property name="decor" value="tree"/></properties></tile>
 <tile id="6"><properties><property name="decor" value="tree"/></properties></tile>
 <tile id="7"><properties><property name="decor" value="tree"/></properties></tile>
 <tile id="8"><properties><property name="decor" value="peak"/></properties></tile>
 <tile id="9"><properties><property name="decor" value="peak"/></properties></tile>
 <tile id="10"><properties><property name="decor" value="boulders"/></properties></tile>
 <tile id="11"><properties><property name="decor" value="palm"/></properties></tile>
 <tile id="12"><properties><property name="decor" value="tree"/></properties></tile>
 <tile id="13"><properties><property name="decor" value="peak_big"/></properties></tile>
 <tile id="14"><properties><property name="decor" value="boulders"/></properties></tile>
 <tile id="15"><properties><property name="decor" value="bush"/></properties></tile>
 <tile id="16"><properties><property name="decor" value="bush"/></properties></tile>
 <tile id="17"><properties><property name="decor" value="serpent"/></properties></tile>
 <tile id="18"><properties><property name="decor" value="bush"/></properties></tile>
 <tile id="19"><properties><property name="decor" value="boulders"/></properties></tile>
 <tile id="20"><properties><property name="decor" value="boat"/></properties></tile>
 <tile id="21"><properties><property name="decor" value="peak_big"/></properties></tile>
</tileset>
