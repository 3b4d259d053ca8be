package battle

import "frontline/render/camera"

// Camera is the table's camera (inches, the table's centre at 0, 0), for
// a host that animates into the table from the map.
func (s *Scene) Camera() *camera.Camera { return s.cam }
