class Program_weight_tensor_meta_hidden_states_252:
    name = "hidden_states_252"
    shape = [1, 1024, 50]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_L_self_modules_acoustic_decoder_modules_block_modules_0_modules_conv_t1_parameters_weight_:
    name = "L_self_modules_acoustic_decoder_modules_block_modules_0_modules_conv_t1_parameters_weight_"
    shape = [1024, 512, 16]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.7939260883283414e-06
    std = 0.006379215862550494
    data = None


class Program_weight_tensor_meta_L_self_modules_acoustic_decoder_modules_block_modules_0_modules_conv_t1_parameters_bias_:
    name = "L_self_modules_acoustic_decoder_modules_block_modules_0_modules_conv_t1_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00024614087440255616
    std = 0.006378107067463794
    data = None
