class Program_weight_tensor_meta_L_hidden_states_:
    name = "L_hidden_states_"
    shape = [1, 300, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.4658430646958634e-13
    std = 3.373066895986927e-05
    data = None


class Program_weight_tensor_meta_L_position_embeddings_:
    name = "L_position_embeddings_"
    shape = [1, 300, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -8.115712179991519e-05
    std = 0.0013395877765795521
    data = None


class Program_weight_tensor_meta_L_spatial_shapes_:
    name = "L_spatial_shapes_"
    shape = [3, 2]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [28, 28, 14, 14, 7, 7]
