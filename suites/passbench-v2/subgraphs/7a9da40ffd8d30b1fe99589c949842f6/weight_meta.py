class Program_weight_tensor_meta_qkv_2:
    name = "qkv_2"
    shape = [1, 197, 3072]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.000901398155811258
    std = 0.1292700585164058
    data = None
    min_val = -0.630043089389801
    max_val = 0.6464751362800598
