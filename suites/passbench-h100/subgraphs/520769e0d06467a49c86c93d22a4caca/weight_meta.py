class Program_weight_tensor_meta_attention_mask:
    name = "attention_mask"
    shape = [1, 128]
    dtype = "torch.bool"
    device = "cuda:0"
    mean = None
    std = None
    data = None


class Program_weight_tensor_meta_batch_indices:
    name = "batch_indices"
    shape = [1, 1, 1, 1]
    dtype = "torch.int64"
    device = "cuda:0"
    mean = None
    std = None
    data = [0]


class Program_weight_tensor_meta_kv_indices:
    name = "kv_indices"
    shape = [1, 1, 1, 128]
    dtype = "torch.int64"
    device = "cuda:0"
    mean = None
    std = None
    data = None
    min_val = 0
    max_val = 127


class Program_weight_tensor_meta_result_1:
    name = "result_1"
    shape = [1, 1, 128, 1]
    dtype = "torch.bool"
    device = "cuda:0"
    mean = None
    std = None
    data = None
