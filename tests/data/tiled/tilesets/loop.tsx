<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="fixture" tilewidth="16" tileheight="16" tilecount="10" columns="5" source="loop.tsx">
 <image source="fixture.png" width="80" height="32"/>
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
  <properties>
   <property name="collide" type="int" value="5"/>
  </properties>
 </tile>
 <tile id="4">
  <objectgroup draworder="index" id="2">
   <object id="1" x="0" y="0" width="16" height="16"/>
  </objectgroup>
 </tile>
 <tile id="5">
  <objectgroup draworder="index" id="2">
   <object id="1" x="0" y="0" width="16" height="8"/>
  </objectgroup>
 </tile>
 <tile id="6">
  <properties>
   <property name="collide" value="none"/>
  </properties>
  <objectgroup draworder="index" id="2">
   <object id="1" x="0" y="0" width="16" height="16"/>
  </objectgroup>
 </tile>
 <tile id="7">
  <properties>
   <property name="collide" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="8">
  <objectgroup draworder="index" id="2">
   <object id="1" x="0" y="0" width="16" height="16"><ellipse/></object>
  </objectgroup>
 </tile>
 <tile id="9">
  <properties>
   <property name="collide" value="9"/>
  </properties>
 </tile>
</tileset>
