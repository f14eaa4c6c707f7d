class Program_weight_tensor_meta_features_3:
    name = "features_3"
    shape = [1, 64, 128, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -4.300174892022998e-09
    std = 5.524303081828645e-07
    data = None
    min_val = -3.778160134970676e-06
    max_val = 4.079489826835925e-06


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_expand_1x1_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_expand_1x1_modules_normalization_buffers_running_mean_"
    shape = [64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_expand_1x1_modules_normalization_buffers_running_var_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_expand_1x1_modules_normalization_buffers_running_var_"
    shape = [64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_expand_1x1_modules_normalization_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_expand_1x1_modules_normalization_parameters_weight_"
    shape = [64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00015925991215226531
    std = 0.021527727514832146
    data = [0.004965587984770536, -0.025741368532180786, 0.009176435880362988, 0.002770471852272749, -0.011416257359087467, 0.009103990159928799, 0.016094869002699852, 0.014449073001742363, 0.02895011194050312, 0.02346845343708992, -0.02009270153939724, -0.04262181371450424, 0.048167143017053604, 0.00608887430280447, 0.00020202703308314085, -0.018171090632677078, -0.037170421332120895, -0.026540275663137436, -0.013058019801974297, -0.02100975625216961, -0.017101973295211792, -0.014187539927661419, 0.008386417292058468, -0.004637239966541529, 0.01941257156431675, -0.022686315700411797, 0.009402664378285408, -0.023414678871631622, 0.022762054577469826, 0.0074334233067929745, 0.010904253460466862, -0.013337476179003716, -0.013543716631829739, -0.020219743251800537, 0.006940567400306463, 0.03804048150777817, 0.006672215182334185, -0.00023746064107399434, -0.0015993112465366721, -0.007884173654019833, 0.04059241712093353, -0.0008179426658898592, 0.008838869631290436, -0.008425037376582623, -0.029002966359257698, -0.03021916374564171, 0.004654116928577423, -0.014436790719628334, 0.0323672778904438, 0.0014826711267232895, -0.042240288108587265, 0.044204335659742355, 0.030381057411432266, -0.03562977537512779, 0.02891426905989647, 0.006534089799970388, 0.00723380409181118, 0.004149069078266621, -0.005441573914140463, 0.017686394974589348, 0.02740112505853176, -0.015836192294955254, 0.01547512412071228, -0.016392609104514122]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_expand_1x1_modules_normalization_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_layer_modules_0_modules_expand_1x1_modules_normalization_parameters_bias_"
    shape = [64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
