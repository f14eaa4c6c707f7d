class Program_weight_tensor_meta_hidden_states_32:
    name = "hidden_states_32"
    shape = [1, 784, 2, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = -6.205900927179401e-05
    std = 0.03226073118836653
    data = None
    min_val = -0.13356055319309235
    max_val = 0.1295066922903061


class Program_weight_tensor_meta_layer_norm_9:
    name = "layer_norm_9"
    shape = [1, 784, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -4.683644311389613e-10
    std = 1.0000094183875705
    data = None
    min_val = -4.328005790710449
    max_val = 4.316625118255615
