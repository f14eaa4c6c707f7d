class Program_weight_tensor_meta_hidden_state_137:
    name = "hidden_state_137"
    shape = [1, 512, 14, 14]
    dtype = "torch.float32"
    device = "cpu"
    mean = 4.37962652803207e-22
    std = 2.6411716571838223e-19
    data = None
    min_val = -1.122416779412112e-18
    max_val = 1.042739227293401e-18


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_aggregation_modules_0_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_aggregation_modules_0_modules_normalization_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_aggregation_modules_0_modules_normalization_buffers_running_var_:
    name = "L_self_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_aggregation_modules_0_modules_normalization_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_aggregation_modules_0_modules_normalization_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_aggregation_modules_0_modules_normalization_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_aggregation_modules_0_modules_normalization_parameters_bias_:
    name = "L_self_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_aggregation_modules_0_modules_normalization_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
