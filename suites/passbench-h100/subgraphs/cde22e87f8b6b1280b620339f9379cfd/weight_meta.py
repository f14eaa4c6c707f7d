class Program_weight_tensor_meta_scale_27:
    name = "scale_27"
    shape = [1, 40, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 2.212531499329417e-18
    std = 2.8986269198832815e-18
    data = [0.0, 0.0, 1.7232382799666614e-18, 0.0, 5.202911045447809e-18, 6.313662820464122e-18, 7.667734322156277e-18, 0.0, 0.0, 0.0, 0.0, 0.0, 7.382099757654978e-18, 0.0, 7.096739817117047e-18, 0.0, 0.0, 6.593389661030567e-18, 5.687952385856041e-19, 5.678028286456936e-18, 3.0664449711080854e-18, 4.003447872047941e-18, 2.6551103863620037e-18, 0.0, 0.0, 6.48317073954002e-19, 7.372307593563576e-18, 6.6106111477936146e-18, 0.0, 5.9172679447613605e-18, 5.128333682190947e-18, 0.0, 0.0, 4.647867477750746e-18, 1.672873527214992e-19, 0.0, 5.766524204290922e-20, 0.0, 0.0, 0.0]
    min_val = 0.0
    max_val = 7.667734322156277e-18


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_2_modules_fc2_parameters_weight_:
    name = "L_self_modules_features_modules_8_modules_block_modules_2_modules_fc2_parameters_weight_"
    shape = [144, 40, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0020783156871958556
    std = 0.11760088073531669
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_2_modules_fc2_parameters_bias_:
    name = "L_self_modules_features_modules_8_modules_block_modules_2_modules_fc2_parameters_bias_"
    shape = [144]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
