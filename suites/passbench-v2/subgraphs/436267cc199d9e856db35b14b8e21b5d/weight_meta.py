class Program_weight_tensor_meta_hidden_states_153:
    name = "hidden_states_153"
    shape = [1, 1, 256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0009117122972384095
    std = 0.001463494257137277
    data = None
    min_val = 0.0
    max_val = 0.006520378869026899


class Program_weight_tensor_meta_L_self_modules_mask_decoder_modules_output_hypernetworks_mlps_modules_2_modules_proj_out_parameters_weight_:
    name = "L_self_modules_mask_decoder_modules_output_hypernetworks_mlps_modules_2_modules_proj_out_parameters_weight_"
    shape = [32, 256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.5677609582959162e-05
    std = 0.020177740341683882
    data = None


class Program_weight_tensor_meta_L_self_modules_mask_decoder_modules_output_hypernetworks_mlps_modules_2_modules_proj_out_parameters_bias_:
    name = "L_self_modules_mask_decoder_modules_output_hypernetworks_mlps_modules_2_modules_proj_out_parameters_bias_"
    shape = [32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_mask_tokens_out:
    name = "mask_tokens_out"
    shape = [1, 1, 5, 256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 6.6880602389574054e-09
    std = 1.0003858035561604
    data = None
    min_val = -3.3138372898101807
    max_val = 2.863459348678589
