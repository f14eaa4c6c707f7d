class Program_weight_tensor_meta_attention_probs_2:
    name = "attention_probs_2"
    shape = [196, 12, 96, 96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.010416666666912601
    std = 9.537019657764541e-05
    data = None
    min_val = 0.009839140810072422
    max_val = 0.010998905636370182


class Program_weight_tensor_meta_value:
    name = "value"
    shape = [196, 12, 96, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002117498343312383
    std = 0.10923897018531985
    data = None
    min_val = -0.5373555421829224
    max_val = 0.6236324906349182
