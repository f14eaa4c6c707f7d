class Program_weight_tensor_meta_qkv_10:
    name = "qkv_10"
    shape = [4, 49, 1536]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.014012171056760154
    std = 0.09702818554187392
    data = None
    min_val = -0.3153241276741028
    max_val = 0.37794631719589233
