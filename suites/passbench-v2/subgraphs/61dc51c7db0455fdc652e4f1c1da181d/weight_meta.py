class Program_weight_tensor_meta_hidden_states_11:
    name = "hidden_states_11"
    shape = [1, 128, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.008748635740752651
    std = 0.982699139373282
    data = None
    min_val = -4.247521877288818
    max_val = 4.576974868774414


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_mlp_modules_up_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_mlp_modules_up_proj_parameters_weight_"
    shape = [2048, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -4.928434530925909e-06
    std = 0.020017469104843047
    data = None


class Program_weight_tensor_meta_silu:
    name = "silu"
    shape = [1, 128, 2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00356809977262731
    std = 0.06320342455078831
    data = None
    min_val = -0.21216969192028046
    max_val = 0.3867293894290924
