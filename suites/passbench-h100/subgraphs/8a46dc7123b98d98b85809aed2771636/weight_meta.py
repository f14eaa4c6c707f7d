class Program_weight_tensor_meta_input_6:
    name = "input_6"
    shape = [1, 128, 256, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.016388574006030512
    std = 0.043320083787620874
    data = None
    min_val = -0.14929261803627014
    max_val = 0.1874210238456726


class Program_weight_tensor_meta_L_self_modules_projector_modules_query_mlp_modules_2_parameters_weight_:
    name = "L_self_modules_projector_modules_query_mlp_modules_2_parameters_weight_"
    shape = [128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.072
    data = None


class Program_weight_tensor_meta_L_self_modules_projector_modules_query_mlp_modules_2_parameters_bias_:
    name = "L_self_modules_projector_modules_query_mlp_modules_2_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.006
    std = 0.075
    data = None


class Program_weight_tensor_meta_L_grid_coords_:
    name = "L_grid_coords_"
    shape = [1, 128, 256, 2]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.008
    std = 1.002
    data = None


class Program_weight_tensor_meta_L_self_modules_projector_transition_x:
    name = "L_self_modules_projector_transition_x"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.25
    std = 0.0
    data = [0.25]
