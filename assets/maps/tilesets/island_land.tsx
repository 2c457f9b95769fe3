<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="island_land" tilewidth="74" tileheight="101" tilecount="32" columns="16">
 <tileoffset x="-3" y="9"/>
 <image source="island_land.png" width="1184" height="202"/>
 <tile id="0"><properties><property name="terrain" value="sand"/></properties></tile>
 <tile id="1"><properties><property name="terrain" value="sand"/></properties></tile>
 <tile id="2"><properties><property name="terrain" value="sand"/></properties></tile>
 <tile id="3"><properties><property name="terrain" value="grass"/></properties></tile>
 <tile id="4"><properties><property name="terrain" value="jungle"/></properties></tile>
 <tile id="5"><properties><property name="terrain" value="grass"/></properties></tile>
 <tile id="6"><properties><property name="terrain" value="jungle"/></properties></tile>
 <tile id="7"><properties><property name="terrain" value="mountain"/></properties></tile>
 <tile id="8"><properties><property name="terrain" value="mountain"/></properties></tile>
 <tile id="9"><properties><property name="terrain" value="volcano"/></properties></tile>
 <tile id="10"><properties><property name="terrain" value="volcano"/></properties></tile>
 <tile id="11"><properties><property name="terrain" value="rock"/></properties></tile>
 <tile id="12"><properties><property name="terrain" value="jungle"/></properties></tile>
 <tile id="13"><properties><property name="terrain" value="mountain"/></properties></tile>
 <tile id="14"><properties><property name="terrain" value="volcano"/></properties></tile>
 <tile id="15"><properties><property name="terrain" value="lava"/></properties></tile>
 <tile id="16"><properties><property name="terrain" value="rock"/></properties></tile>
 <tile id="17"><properties><property name="terrain" value="grass"/></properties></tile>
 <tile id="18"><properties><property name="terrain" value="rock"/></properties></tile>
</tileset>
