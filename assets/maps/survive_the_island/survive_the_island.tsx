<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="survive_the_island" tilewidth="56" tileheight="64" tilecount="3" columns="0">
 <grid orientation="orthogonal" width="1" height="1"/>
 <tile id="0">
  <properties>
   <property name="kind" type="string" propertytype="kind" value="sea"/>
  </properties>
  <image width="56" height="64" source="sea.png"/>
 </tile>
 <tile id="1">
  <properties>
   <property name="kind" type="string" propertytype="kind" value="island"/>
  </properties>
  <image width="56" height="64" source="island.png"/>
 </tile>
 <tile id="2">
  <properties>
   <property name="kind" type="string" propertytype="kind" value="rescue"/>
  </properties>
  <image width="56" height="64" source="rescue.png"/>
 </tile>
</tileset>
