class Program_weight_tensor_meta_hidden_states_16:
    name = "hidden_states_16"
    shape = [1, 9, 1792]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.017341813848530827
    std = 0.9996816780149113
    data = None
    min_val = -4.035767555236816
    max_val = 3.741168260574341


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_mlp_modules_up_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_mlp_modules_up_proj_parameters_weight_"
    shape = [4800, 1792]
    dtype = "torch.float32"
    device = "cpu"
    mean = 5.814638000460728e-06
    std = 0.019996991035884988
    data = None


class Program_weight_tensor_meta_silu_2:
    name = "silu_2"
    shape = [1, 9, 4800]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.007059524731533945
    std = 0.08511742301782094
    data = None
    min_val = -0.23969440162181854
    max_val = 0.47788575291633606
