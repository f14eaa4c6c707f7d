class Program_weight_tensor_meta_hidden_states_11:
    name = "hidden_states_11"
    shape = [1, 128, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.355058010243937e-10
    std = 1.00000259405509
    data = None
    min_val = -4.296535015106201
    max_val = 3.8852860927581787


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -4.4205108235208625e-05
    std = 0.019991705344483204
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_key_states_2:
    name = "key_states_2"
    shape = [1, 128, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0005142176963001122
    std = 0.08998850831176926
    data = None
    min_val = -0.35972797870635986
    max_val = 0.4012463688850403
