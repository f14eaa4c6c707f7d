class Program_weight_tensor_meta_inputs_embeds_1:
    name = "inputs_embeds_1"
    shape = [1, 128, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -8.36961528586349e-05
    std = 0.04794371893513345
    data = None
    min_val = -0.22353419661521912
    max_val = 0.20103630423545837


class Program_weight_tensor_meta_mul_10:
    name = "mul_10"
    shape = [1, 128, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.2565655441428988e-06
    std = 0.0009087751785612363
    data = None
    min_val = -0.01227204967290163
    max_val = 0.013706939294934273
