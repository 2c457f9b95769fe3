<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="colours_x" tilewidth="36" tileheight="32" tilecount="8" columns="8">
 <tileoffset x="-2" y="2"/>
 <image source="colours_x.png" width="288" height="32"/>
 <tile id="0"><properties><property name="colour" value="0"/></properties></tile>
 <tile id="1"><properties><property name="colour" value="1"/></properties></tile>
 <tile id="2"><properties><property name="colour" value="2"/></properties></tile>
 <tile id="3"><properties><property name="colour" value="3"/></properties></tile>
 <tile id="4"><properties><property name="colour" value="4"/></properties></tile>
 <tile id="5"><properties><property name="colour" value="5"/></properties></tile>
 <tile id="6"><properties><property name="colour" value="6"/></properties></tile>
 <tile id="7"><properties><property name="colour" value="7"/></properties></tile>
</tileset>
