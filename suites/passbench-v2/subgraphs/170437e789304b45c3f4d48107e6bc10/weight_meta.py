class Program_weight_tensor_meta_pooled_output_1:
    name = "pooled_output_1"
    shape = [1, 640]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 3.4762691947978247e-41
    std = 3.246232095967846e-39
    data = None
    min_val = -9.560248070277383e-39
    max_val = 1.1162404452583126e-38
