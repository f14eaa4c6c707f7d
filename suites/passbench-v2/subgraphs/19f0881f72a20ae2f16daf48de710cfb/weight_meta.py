class Program_weight_tensor_meta_query_7:
    name = "query_7"
    shape = [1, 8, 1, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.03200056059904455
    std = 0.3465137505179806
    data = None
    min_val = -1.0310190916061401
    max_val = 1.2575547695159912


class Program_weight_tensor_meta_key_7:
    name = "key_7"
    shape = [1, 8, 32, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -9.916447454871857e-05
    std = 0.11438642959865203
    data = None
    min_val = -0.4529508948326111
    max_val = 0.453466534614563


class Program_weight_tensor_meta_value_7:
    name = "value_7"
    shape = [1, 8, 32, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.9025547381090746e-05
    std = 0.08296922344294404
    data = None
    min_val = -0.3273916244506836
    max_val = 0.35352325439453125


class Program_weight_tensor_meta_attention_mask_8:
    name = "attention_mask_8"
    shape = [1, 1, 1, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
    min_val = 0.0
    max_val = 0.0
