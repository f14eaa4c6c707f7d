class Program_weight_tensor_meta_attention_scores:
    name = "attention_scores"
    shape = [1, 12, 128, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.011235166732407256
    std = 0.09547818162230484
    data = None
    min_val = -0.4225253760814667
    max_val = 0.46514469385147095


class Program_weight_tensor_meta_mask:
    name = "mask"
    shape = [1, 1, 128, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
