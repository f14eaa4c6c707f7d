class Program_weight_tensor_meta_mul_5:
    name = "mul_5"
    shape = [1, 12, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0004109099837189961
    std = 0.07328968628682633
    data = None
    min_val = -0.3388005495071411
    max_val = 0.33483219146728516


class Program_weight_tensor_meta_mul_6:
    name = "mul_6"
    shape = [1, 12, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00012113699384034334
    std = 0.04616845434291363
    data = None
    min_val = -0.3661842346191406
    max_val = 0.32406485080718994


class Program_weight_tensor_meta_key_states:
    name = "key_states"
    shape = [1, 12, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.000305110901892706
    std = 0.08667737580754303
    data = None
    min_val = -0.3810068964958191
    max_val = 0.3800550699234009


class Program_weight_tensor_meta_cos_3:
    name = "cos_3"
    shape = [1, 1, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.503766383940274
    std = 0.680322356948278
    data = None
    min_val = -1.0
    max_val = 1.0


class Program_weight_tensor_meta_sin_3:
    name = "sin_3"
    shape = [1, 1, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.1700021858196088
    std = 0.5045470873414546
    data = None
    min_val = -0.9999902248382568
    max_val = 0.9999983310699463
