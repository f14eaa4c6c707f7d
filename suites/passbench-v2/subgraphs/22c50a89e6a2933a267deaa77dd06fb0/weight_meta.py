class Program_weight_tensor_meta_features_174:
    name = "features_174"
    shape = [1, 7, 7, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00016541912954978888
    std = 0.011867709584122381
    data = None
    min_val = -0.05704251304268837
    max_val = 0.04705728590488434


class Program_weight_tensor_meta_L_self_modules_model_modules_stages_modules_3_modules_layers_modules_2_parameters_gamma_:
    name = "L_self_modules_model_modules_stages_modules_3_modules_layers_modules_2_parameters_gamma_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 9.999999974752427e-07
    std = 0.0
    data = None
