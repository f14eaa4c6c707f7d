class Program_weight_tensor_meta_text_embeds:
    name = "text_embeds"
    shape = [2, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.003501406919484159
    std = 0.0359258088502665
    data = None
    min_val = -0.11796773970127106
    max_val = 0.10169125348329544


class Program_weight_tensor_meta_to_1:
    name = "to_1"
    shape = [768, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.005400552521678037
    std = 0.03570122033497815
    data = None
    min_val = -0.09230663627386093
    max_val = 0.14223234355449677


class Program_weight_tensor_meta_L_self_parameters_logit_scale_:
    name = "L_self_parameters_logit_scale_"
    shape = [1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 4.726
    std = 0.0
    data = [4.726024]


class Program_weight_tensor_meta_L_self_parameters_logit_bias_:
    name = "L_self_parameters_logit_bias_"
    shape = [1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -16.772
    std = 0.0
    data = [-16.772243]
