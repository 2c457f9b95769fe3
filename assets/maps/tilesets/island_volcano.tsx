<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="island_volcano" tilewidth="260" tileheight="320" tilecount="1" columns="1">
 <tileoffset x="-99" y="24"/>
 <image source="island_volcano.png" width="260" height="320"/>
 <tile id="0"><properties><property name="decor" value="volcano"/></properties></tile>
</tileset>
