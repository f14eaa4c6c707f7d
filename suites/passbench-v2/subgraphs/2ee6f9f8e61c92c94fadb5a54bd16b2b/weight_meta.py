class Program_weight_tensor_meta_hidden_states_50:
    name = "hidden_states_50"
    shape = [1, 49, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.6823053426508393e-09
    std = 0.9998488396916979
    data = None
    min_val = -3.138321876525879
    max_val = 3.6942789554595947


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_1_modules_1_modules_attention_modules_self_modules_value_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_1_modules_1_modules_attention_modules_self_modules_value_parameters_weight_"
    shape = [64, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 9.969943381246682e-05
    std = 0.020041290609515903
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_1_modules_1_modules_attention_modules_self_modules_value_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_1_modules_1_modules_attention_modules_self_modules_value_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_key_layer_3:
    name = "key_layer_3"
    shape = [1, 2, 49, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0003195161696158739
    std = 0.030755661318982153
    data = None
    min_val = -0.09604804217815399
    max_val = 0.10992636531591415
