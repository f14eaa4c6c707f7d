class Program_weight_tensor_meta_hidden_states_7:
    name = "hidden_states_7"
    shape = [1, 17, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.3236252138089828e-10
    std = 1.0000552339205924
    data = None
    min_val = -4.1910014152526855
    max_val = 3.9296045303344727


class Program_weight_tensor_meta_L_self_modules_encoder_transformer_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_:
    name = "L_self_modules_encoder_transformer_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 3.0364517219181752e-05
    std = 0.02002280886898479
    data = None
