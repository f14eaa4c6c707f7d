class Program_weight_tensor_meta_hidden_states_35:
    name = "hidden_states_35"
    shape = [1, 300, 256]
    dtype = "torch.float16"
    device = "cpu"
    mean = -9.252313725838235e-06
    std = 8.56267798738415e-05
    data = None
    min_val = -0.00021592830307781696
    max_val = 0.0002866287832148373


class Program_weight_tensor_meta_L_self_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_sampling_offsets_parameters_weight_:
    name = "L_self_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_sampling_offsets_parameters_weight_"
    shape = [192, 256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_sampling_offsets_parameters_bias_:
    name = "L_self_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_sampling_offsets_parameters_bias_"
    shape = [192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.3690441960645394e-07
    std = 2.3779086028923246
    data = None
