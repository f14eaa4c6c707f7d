class Program_weight_tensor_meta_add_20:
    name = "add_20"
    shape = [1, 20, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 8.398052395932609e-05
    std = 3.880278706278305e-05
    data = [0.00021190122060943395, 0.000140042815473862, 0.00013641845725942403, 0.000109903106931597, 9.132569539360702e-05, 7.967792043928057e-05, 8.02372524049133e-05, 7.784324407111853e-05, 6.227233825484291e-05, 6.302467954810709e-05, 6.416908581741154e-05, 7.10945314494893e-05, 6.27490080660209e-05, 6.560901238117367e-05, 6.0015790950274095e-05, 6.108892557676882e-05, 5.867025174666196e-05, 6.17052719462663e-05, 6.096978540881537e-05, 6.0892085457453504e-05]
    min_val = 5.867025174666196e-05
    max_val = 0.00021190122060943395


class Program_weight_tensor_meta_hidden_states_30:
    name = "hidden_states_30"
    shape = [1, 20, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.00011743453214876353
    std = 0.008600601413780405
    data = None
    min_val = -0.04296875
    max_val = 0.054931640625


class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_4_modules_operator_norm_parameters_weight_:
    name = "L_self_modules_model_modules_layers_modules_4_modules_operator_norm_parameters_weight_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
