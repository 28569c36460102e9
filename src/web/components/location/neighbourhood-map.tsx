import 'leaflet/dist/leaflet.css';
import './neighbourhood-map.css';
import { Browser, divIcon } from 'leaflet';
import { useEffect, useState } from 'react';
import { Circle, MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import { locationMap } from '../../../shared/content/attractions';
import { property } from '../../../shared/content/property';
import { mapTiles } from '../../../shared/map/tiles';
import { cn } from '../../lib/utils';
import { kindLabels, kindPinClasses, mapPlaces } from './map-places';

export const mapLabel = `Map of the neighbourhood of ${property.name}`;

const pinClass =
  'flex size-8 items-center justify-center rounded-full border-2 border-white text-sm font-semibold shadow-md';

function placeIcon(number: number, classes: string) {
  return divIcon({
    className: '',
    // The number repeats the list's; the marker's title names the place for screen readers.
    html: `<span aria-hidden="true" class="${cn(pinClass, classes)}">${number}</span>`,
    iconSize: [32, 32],
    iconAnchor: [16, 16],
    popupAnchor: [0, -16],
  });
}

const houseSvg =
  '<svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"><path d="M3 10.5 12 3l9 7.5V21h-6v-6H9v6H3z"/></svg>';

const villasIcon = divIcon({
  className: '',
  html: `<span aria-hidden="true" class="${cn(pinClass, 'size-10 bg-lagoon-700 text-white')}">${houseSvg}</span>`,
  iconSize: [40, 40],
  iconAnchor: [20, 20],
  popupAnchor: [0, -20],
});

/** Names the map for assistive technology: Leaflet makes its container focusable but unnamed. */
function MapName() {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', mapLabel);
  }, [map]);
  return null;
}

const { beach } = property.distances;

/**
 * The interactive map: the villas at their public position, the beach within a 400 m circle and
 * the six nearby places. Browser-only (Leaflet needs the DOM), loaded by `MapPanel`.
 */
export function NeighbourhoodMap() {
  // Offline, or with the tile servers unreachable, the map keeps its pins on a plain background
  // and stops asking for tiles; the list beside it carries every place and distance.
  const [tilesFailed, setTilesFailed] = useState(false);

  return (
    <div className="relative size-full">
      <MapContainer
        center={[...locationMap.center]}
        zoom={locationMap.zoom}
        scrollWheelZoom={false}
        // One finger scrolls the page on phones; two fingers still zoom and pan the map.
        dragging={!Browser.mobile}
        className="neighbourhood-map size-full"
      >
        <MapName />
        {!tilesFailed && (
          <TileLayer
            url={mapTiles.urlTemplate}
            subdomains={[...mapTiles.subdomains]}
            attribution={mapTiles.attribution}
            maxZoom={mapTiles.maxZoom}
            eventHandlers={{ tileerror: () => setTilesFailed(true) }}
          />
        )}
        <Circle
          center={[...locationMap.center]}
          radius={locationMap.beachRadiusMeters}
          pathOptions={{
            color: '#0d5c63',
            weight: 2,
            dashArray: '6 6',
            fillColor: '#2bb3b1',
            fillOpacity: 0.12,
          }}
        >
          <Popup>
            <strong>The beach</strong>
            <br />
            Within this {beach.meters} m circle: a {beach.minutes}-minute walk.
          </Popup>
        </Circle>
        <Marker
          position={[...locationMap.center]}
          icon={villasIcon}
          title={`${property.name} (approximate position)`}
          zIndexOffset={1000}
        >
          <Popup>
            <strong>{property.name}</strong>
            <br />
            Approximate position: the exact address is shared once your booking is confirmed.
          </Popup>
        </Marker>
        {mapPlaces.map((place) => (
          <Marker
            key={place.id}
            position={place.position}
            icon={placeIcon(place.number, kindPinClasses[place.kind])}
            title={`${place.name}, ${place.distance}`}
          >
            <Popup>
              <strong>{place.name}</strong>
              <br />
              {kindLabels[place.kind]} · {place.distance}
            </Popup>
          </Marker>
        ))}
      </MapContainer>
      {tilesFailed && (
        <p
          role="status"
          className="absolute inset-x-3 top-3 z-[1000] rounded-xl bg-surface/95 px-4 py-2 text-sm text-foreground shadow-sm sm:left-14"
        >
          The map background could not load. Every place is listed with its distance.
        </p>
      )}
    </div>
  );
}
