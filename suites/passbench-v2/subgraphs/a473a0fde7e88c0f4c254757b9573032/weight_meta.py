class Program_weight_tensor_meta_hidden_state_140:
    name = "hidden_state_140"
    shape = [1, 1024, 14, 14]
    dtype = "torch.float16"
    device = "cpu"
    mean = -9.012604426943834e-22
    std = 1.727729855192657e-20
    data = None
    min_val = -6.998716355439493e-20
    max_val = 6.714906163628575e-20


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_aggregation_modules_1_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_aggregation_modules_1_modules_normalization_buffers_running_mean_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_aggregation_modules_1_modules_normalization_buffers_running_var_:
    name = "L_self_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_aggregation_modules_1_modules_normalization_buffers_running_var_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_aggregation_modules_1_modules_normalization_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_aggregation_modules_1_modules_normalization_parameters_weight_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_aggregation_modules_1_modules_normalization_parameters_bias_:
    name = "L_self_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_aggregation_modules_1_modules_normalization_parameters_bias_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_105:
    name = "hidden_state_105"
    shape = [1, 1024, 14, 14]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.1601966507663144e-18
    std = 1.7643562482947464e-18
    data = None
    min_val = 0.0
    max_val = 1.1563035360148116e-17
