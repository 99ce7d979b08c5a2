import 'leaflet/dist/leaflet.css';
import './map.css';
import L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { Circle, MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type { LatLng, LeafletMapProps, MapLayer } from './map-types';

const PRIMARY = '#079a52';
/** Arrow keys move a focused pin by this many screen pixels. */
const KEY_STEP_PX = 12;

const PIN_SVG = `<svg viewBox="0 0 36 46" width="36" height="46" aria-hidden="true"><path d="M18 45c-1.2-4.8-4.6-9-8.2-13A15 15 0 1 1 26.2 32c-3.6 4-7 8.2-8.2 13z" fill="${PRIMARY}" stroke="#fff" stroke-width="2.5"/><circle cx="18" cy="18" r="5.5" fill="#fff"/></svg>`;

function pinIcon() {
  return L.divIcon({ html: PIN_SVG, className: 'biclou-pin', iconSize: [36, 46], iconAnchor: [18, 45] });
}

/** Follows a new centre from outside (a city picked in the form) without remounting the map. */
function Recenter({ center, zoom }: { center: LatLng; zoom: number }) {
  const map = useMap();
  useEffect(() => {
    map.setView([center.lat, center.lng], Math.max(map.getZoom(), zoom));
  }, [map, center.lat, center.lng, zoom]);
  return null;
}

function FitCircle({ center, radiusM }: { center: LatLng; radiusM: number }) {
  const map = useMap();
  useEffect(() => {
    map.fitBounds(L.latLng(center.lat, center.lng).toBounds(radiusM * 3), { animate: false });
  }, [map, center.lat, center.lng, radiusM]);
  return null;
}

function DraggablePin({ layer }: { layer: Extract<MapLayer, { kind: 'pin' }> }) {
  const map = useMap();
  const icon = useMemo(pinIcon, []);
  const { position, onMove } = layer;
  // The keyboard listener is attached once; it reads the newest pin through this ref.
  const latest = useRef(layer);
  latest.current = layer;
  // A click on the map puts the pin there, too.
  useMapEvents({ click: (e) => onMove({ lat: e.latlng.lat, lng: e.latlng.lng }) });

  const onKeyDown = (event: KeyboardEvent) => {
    const { position, onMove } = latest.current;
    const step: Record<string, [number, number]> = {
      ArrowUp: [0, -KEY_STEP_PX],
      ArrowDown: [0, KEY_STEP_PX],
      ArrowLeft: [-KEY_STEP_PX, 0],
      ArrowRight: [KEY_STEP_PX, 0],
    };
    const delta = step[event.key];
    if (!delta) return;
    event.preventDefault();
    const point = map.latLngToContainerPoint([position.lat, position.lng]).add(delta);
    const next = map.containerPointToLatLng(point);
    onMove({ lat: next.lat, lng: next.lng });
  };

  return (
    <Marker
      position={[position.lat, position.lng]}
      icon={icon}
      draggable
      keyboard
      title={layer.label}
      eventHandlers={{
        dragend: (e) => {
          const at = (e.target as L.Marker).getLatLng();
          onMove({ lat: at.lat, lng: at.lng });
        },
        add: (e) => {
          const el = (e.target as L.Marker).getElement();
          el?.setAttribute('role', 'button');
          el?.setAttribute('aria-label', layer.label);
          el?.addEventListener('keydown', onKeyDown);
        },
      }}
    />
  );
}

/** The Leaflet map itself: loaded on demand, in the browser only (see lazy-map.tsx). */
export default function LeafletMap({ tiles, center, zoom, layer, label }: LeafletMapProps) {
  return (
    <MapContainer
      center={[center.lat, center.lng]}
      zoom={zoom}
      scrollWheelZoom={false}
      className="biclou-map h-full w-full"
      attributionControl
      aria-label={label}
    >
      <TileLayer url={tiles.url} attribution={tiles.attribution} />
      {layer.kind === 'pin' ? (
        <>
          <Recenter center={center} zoom={zoom} />
          <DraggablePin layer={layer} />
        </>
      ) : (
        <>
          <FitCircle center={layer.center} radiusM={layer.radiusM} />
          <Circle
            center={[layer.center.lat, layer.center.lng]}
            radius={layer.radiusM}
            pathOptions={{ color: PRIMARY, weight: 2, fillColor: PRIMARY, fillOpacity: 0.18 }}
          />
        </>
      )}
    </MapContainer>
  );
}
