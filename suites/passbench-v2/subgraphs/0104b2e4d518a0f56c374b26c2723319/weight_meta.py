class Program_weight_tensor_meta_L_hidden_states_:
    name = "L_hidden_states_"
    shape = [1, 900, 256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 9.842674468056127e-10
    std = 0.999997077212916
    data = None


class Program_weight_tensor_meta_L_position_embeddings_:
    name = "L_position_embeddings_"
    shape = [1, 900, 256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_spatial_shapes_:
    name = "L_spatial_shapes_"
    shape = [4, 2]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [28, 28, 14, 14, 7, 7, 4, 4]
