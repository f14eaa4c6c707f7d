class Program_weight_tensor_meta_hidden_states_284:
    name = "hidden_states_284"
    shape = [1, 1, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0012887951374978002
    std = 0.0018505165204216552
    data = None
    min_val = 0.0
    max_val = 0.009682796895503998


class Program_weight_tensor_meta_L_self_modules_mask_decoder_modules_output_hypernetworks_mlps_modules_0_modules_proj_out_parameters_weight_:
    name = "L_self_modules_mask_decoder_modules_output_hypernetworks_mlps_modules_0_modules_proj_out_parameters_weight_"
    shape = [32, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -6.7468659764591266e-06
    std = 0.020177560779935207
    data = None


class Program_weight_tensor_meta_L_self_modules_mask_decoder_modules_output_hypernetworks_mlps_modules_0_modules_proj_out_parameters_bias_:
    name = "L_self_modules_mask_decoder_modules_output_hypernetworks_mlps_modules_0_modules_proj_out_parameters_bias_"
    shape = [32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_mask_tokens_out:
    name = "mask_tokens_out"
    shape = [1, 1, 4, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -7.88759280112572e-09
    std = 1.0004835483179548
    data = None
    min_val = -2.857252359390259
    max_val = 2.3913774490356445
