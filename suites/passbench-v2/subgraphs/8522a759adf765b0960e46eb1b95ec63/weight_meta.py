class Program_weight_tensor_meta_hidden_states_89:
    name = "hidden_states_89"
    shape = [1, 1536, 31]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.0980950039205051e-07
    std = 4.52380985775365e-05
    data = None
    min_val = -0.0001848072570282966
    max_val = 0.00018732053285930306


class Program_weight_tensor_meta_L_self_modules_decoder_modules_block_modules_0_modules_conv_t1_parameters_weight_:
    name = "L_self_modules_decoder_modules_block_modules_0_modules_conv_t1_parameters_weight_"
    shape = [1536, 768, 16]
    dtype = "torch.float32"
    device = "cpu"
    mean = -2.786129431630589e-07
    std = 0.005208343591525871
    data = None


class Program_weight_tensor_meta_L_self_modules_decoder_modules_block_modules_0_modules_conv_t1_parameters_bias_:
    name = "L_self_modules_decoder_modules_block_modules_0_modules_conv_t1_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0001279637390763829
    std = 0.004945799423725345
    data = None
