class Program_weight_tensor_meta_hidden_state_3:
    name = "hidden_state_3"
    shape = [1, 16, 112, 112]
    dtype = "torch.float16"
    device = "cpu"
    mean = 5.229735155832943e-05
    std = 0.0001191976714562532
    data = None
    min_val = -0.0005896880174987018
    max_val = 0.0007654085056856275


class Program_weight_tensor_meta_L_self_modules_embedder_modules_stem2a_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_embedder_modules_stem2a_modules_normalization_buffers_running_mean_"
    shape = [16]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_L_self_modules_embedder_modules_stem2a_modules_normalization_buffers_running_var_:
    name = "L_self_modules_embedder_modules_stem2a_modules_normalization_buffers_running_var_"
    shape = [16]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_embedder_modules_stem2a_modules_normalization_parameters_weight_:
    name = "L_self_modules_embedder_modules_stem2a_modules_normalization_parameters_weight_"
    shape = [16]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_embedder_modules_stem2a_modules_normalization_parameters_bias_:
    name = "L_self_modules_embedder_modules_stem2a_modules_normalization_parameters_bias_"
    shape = [16]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
