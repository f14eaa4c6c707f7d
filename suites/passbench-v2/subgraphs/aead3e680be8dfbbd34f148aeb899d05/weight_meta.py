class Program_weight_tensor_meta_features_54:
    name = "features_54"
    shape = [1, 512, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.985177514716852e-27
    std = 1.7492792303993226e-26
    data = None
    min_val = -1.4673435297668846e-25
    max_val = 1.0484503772259586e-25
