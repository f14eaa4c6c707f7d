class Program_weight_tensor_meta_queries_25:
    name = "queries_25"
    shape = [1, 8, 77, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00010864170129152509
    std = 0.03533077445355644
    data = None
    min_val = -0.1598716378211975
    max_val = 0.13487136363983154


class Program_weight_tensor_meta_keys_25:
    name = "keys_25"
    shape = [1, 8, 77, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 8.749257720803099e-05
    std = 0.035546335563614105
    data = None
    min_val = -0.15341854095458984
    max_val = 0.15114116668701172


class Program_weight_tensor_meta_values_25:
    name = "values_25"
    shape = [1, 8, 77, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -6.809357564153439e-05
    std = 0.035725094836586736
    data = None
    min_val = -0.14109300076961517
    max_val = 0.13203825056552887


class Program_weight_tensor_meta_attention_mask_1:
    name = "attention_mask_1"
    shape = [1, 1, 77, 77]
    dtype = "torch.bool"
    device = "cpu"
    mean = None
    std = None
    data = None
