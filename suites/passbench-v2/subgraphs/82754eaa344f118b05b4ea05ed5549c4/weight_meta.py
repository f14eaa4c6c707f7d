class Program_weight_tensor_meta_attn_output_13:
    name = "attn_output_13"
    shape = [1, 13, 8, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0003792209886142381
    std = 0.004944643652732847
    data = None
    min_val = -0.012402758002281189
    max_val = 0.020373666658997536
