class Program_weight_tensor_meta_pooled_output:
    name = "pooled_output"
    shape = [1, 768, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.8671820473391563e-09
    std = 1.000558569616623
    data = None
    min_val = -2.7575552463531494
    max_val = 3.589348793029785


class Program_weight_tensor_meta_L_self_modules_classifier_parameters_weight_:
    name = "L_self_modules_classifier_parameters_weight_"
    shape = [1000, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_classifier_parameters_bias_:
    name = "L_self_modules_classifier_parameters_bias_"
    shape = [1000]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
