class Program_weight_tensor_meta_queries_24:
    name = "queries_24"
    shape = [1, 6, 77, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00018244832455028014
    std = 0.09631295596740141
    data = None
    min_val = -0.45633041858673096
    max_val = 0.4327368438243866


class Program_weight_tensor_meta_keys_24:
    name = "keys_24"
    shape = [1, 6, 77, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001023129668991423
    std = 0.09607191688027057
    data = None
    min_val = -0.39656177163124084
    max_val = 0.36615312099456787


class Program_weight_tensor_meta_values_24:
    name = "values_24"
    shape = [1, 6, 77, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00018954354764690287
    std = 0.09625870005268936
    data = None
    min_val = -0.409076064825058
    max_val = 0.3778420686721802


class Program_weight_tensor_meta_attention_mask_1:
    name = "attention_mask_1"
    shape = [1, 1, 77, 77]
    dtype = "torch.bool"
    device = "cpu"
    mean = None
    std = None
    data = None
