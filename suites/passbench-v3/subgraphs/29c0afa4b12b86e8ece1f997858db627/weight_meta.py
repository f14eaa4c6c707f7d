class Program_weight_tensor_meta_x2:
    name = "x2"
    shape = [1, 16, 128, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.004544107139841408
    std = 0.9982065869630772
    data = None
    min_val = -4.177216053009033
    max_val = 4.046779632568359


class Program_weight_tensor_meta_x1:
    name = "x1"
    shape = [1, 16, 128, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.000884383043895362
    std = 1.00173227119389
    data = None
    min_val = -4.486372947692871
    max_val = 4.1108174324035645


class Program_weight_tensor_meta_sin_7:
    name = "sin_7"
    shape = [1, 1, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.1700021858196088
    std = 0.5045470873414546
    data = None
    min_val = -0.9999902248382568
    max_val = 0.9999983310699463


class Program_weight_tensor_meta_mul_12:
    name = "mul_12"
    shape = [1, 16, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0023738040412826823
    std = 0.8474807897001586
    data = None
    min_val = -4.485348701477051
    max_val = 3.9903738498687744


class Program_weight_tensor_meta_k_rot:
    name = "k_rot"
    shape = [1, 4, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0026047683233815233
    std = 0.9999800403495259
    data = None
    min_val = -4.270962715148926
    max_val = 4.139535427093506


class Program_weight_tensor_meta_cos_7:
    name = "cos_7"
    shape = [1, 1, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.503766383940274
    std = 0.680322356948278
    data = None
    min_val = -1.0
    max_val = 1.0
