<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="collide-tiles" tilewidth="32" tileheight="32" tilecount="8" columns="4">
 <image source="collide-tiles.png" width="128" height="64"/>
 <tile id="0">
  <properties>
   <property name="collide" value="solid"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="collide" value="one-way"/>
  </properties>
 </tile>
 <tile id="2">
  <objectgroup draworder="index" id="2">
   <object id="1" x="0" y="0" width="32" height="32"/>
  </objectgroup>
 </tile>
 <tile id="4">
  <properties>
   <property name="collide" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="collide" type="int" value="9"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="collide" value="none"/>
  </properties>
  <objectgroup draworder="index" id="2">
   <object id="1" x="0" y="0" width="32" height="32"/>
  </objectgroup>
 </tile>
 <tile id="7">
  <objectgroup draworder="index" id="2">
   <object id="1" x="0" y="0" width="32" height="16"/>
  </objectgroup>
 </tile>
</tileset>
