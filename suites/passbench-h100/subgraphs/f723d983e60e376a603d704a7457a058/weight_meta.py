class Program_weight_tensor_meta_buffered_token_type_ids:
    name = "buffered_token_type_ids"
    shape = [1, 512]
    dtype = "torch.int64"
    device = "cuda:0"
    mean = None
    std = None
    data = None
    min_val = 0
    max_val = 0


class Program_weight_tensor_meta_position_ids:
    name = "position_ids"
    shape = [1, 128]
    dtype = "torch.int64"
    device = "cuda:0"
    mean = None
    std = None
    data = None
    min_val = 3
    max_val = 504
