"""King of Monster Island's table: the island in 3D style and its volcano drop."""
