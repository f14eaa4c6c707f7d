class Program_weight_tensor_meta_hidden_states_362:
    name = "hidden_states_362"
    shape = [1, 64, 4096]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.07856863516165025
    std = 0.11563058172415415
    data = None
    min_val = 0.0
    max_val = 0.8759118318557739


class Program_weight_tensor_meta_L_self_modules_decoder_modules_block_modules_23_modules_layer_modules_2_modules_DenseReluDense_modules_wo_parameters_weight_:
    name = "L_self_modules_decoder_modules_block_modules_23_modules_layer_modules_2_modules_DenseReluDense_modules_wo_parameters_weight_"
    shape = [1024, 4096]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.770129395418163e-06
    std = 0.015623824944366952
    data = None
