class Program_weight_tensor_meta_L_hidden_states_:
    name = "L_hidden_states_"
    shape = [1, 1045, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -9.054160681592002e-08
    std = 0.9999970458582758
    data = None


class Program_weight_tensor_meta_L_position_embeddings_:
    name = "L_position_embeddings_"
    shape = [1, 1045, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.42293539678432973
    std = 1.1396952939744829
    data = None


class Program_weight_tensor_meta_L_spatial_shapes_:
    name = "L_spatial_shapes_"
    shape = [4, 2]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [28, 28, 14, 14, 7, 7, 4, 4]
